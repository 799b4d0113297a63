var k; k = 0; do k += 1; until (k >= 5)
globalvar g; g = k mod 3 div 1;
return string_char_at("abc", g) + string(k / 2);
