if (!a) debugger;
