var a = super();
