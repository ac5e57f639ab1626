var a = new.target;
