true;false
