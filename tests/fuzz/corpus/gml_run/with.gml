with (oBase) { global.s += string(x) + other.look; instance_destroy(); }
return instance_number(oLeaf);
