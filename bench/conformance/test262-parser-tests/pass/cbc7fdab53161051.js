debugger;
if (a) debugger;