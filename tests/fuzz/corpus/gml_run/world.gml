switch (choose(1, 2, 3)) { case 1: b[2,3] = "x" + "y"; break; default: b = 4; }
x = instance_place(40, 40, oBase); y = collision_point(33, 33, oLeaf, 0, 1);
repeat (3) instance_create(x, y, oLeaf);
