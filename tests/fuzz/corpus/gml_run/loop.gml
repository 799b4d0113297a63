for (i = 0; i < 10; i += 1) { if (i > 3 and rand(1, 3) == 1) a[i] = i; }
return a[0];
