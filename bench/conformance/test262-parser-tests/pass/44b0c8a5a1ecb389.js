a = b => false;
a = () => false;