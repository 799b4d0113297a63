// our own shop script
if (shopType == "Weapon")
{
    m = 7;
    while (true)
    {
        n = rand(1,3);
        if (m <= 0) { obj = instance_create(xpos+4, ypos+6, oRopePile); break; }
        else if (rand(1,9) == 1)
        {
            if (not instance_exists(oBow)) { obj = instance_create(xpos+8, ypos+9, oBow); break; }
        }
        else if (n == 1) { obj = instance_create(xpos, ypos-2, oPistol); break; }
        else if (n == 3)
        {
            if (not instance_exists(oMachete)) { obj = instance_create(xpos-3, ypos+12, oMachete); break; }
        }
        m -= 1;
    }
}
else if (shopType == "Clothing")
{
    m = 5;
    while (true)
    {
        if (rand(1,m) == 1) { obj = instance_create(xpos+2, ypos+3, oSpikeShoes); break; }
        else if (rand(1,2) == 1)
        {
            if (not instance_exists(oGloves)) { obj = instance_create(xpos+1, ypos+1, oGloves); break; }
        }
        m -= 1;
    }
}
else if (shopType == "Craps")
{
    while (true)
    {
        if (rand(1,2) == 1) { obj = instance_create(xpos+8, ypos+8, oCompass); break; }
        else { if (not instance_exists(oJetpack)) { obj = instance_create(xpos+8, ypos+7, oJetpack); break; } }
    }
}
else
{
    while (true)
    {
        n = rand(1,2);
        if (n == 2) { obj = instance_create(xpos+8, ypos+10, oParaPickup); break; }
        else if (rand(1,3) == 1) { obj = instance_create(xpos+8, ypos+10, oMitt); break; }
        else { obj = instance_create(xpos+8, ypos+10, oBombBag); break; }
    }
}

if (obj)
{
    obj.forSale = true;
    with obj { cost += 5; if (shopDesc == "") buyMessage = "OURS " + string(cost); }
}
