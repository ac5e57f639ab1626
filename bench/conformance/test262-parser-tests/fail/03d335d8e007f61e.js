x 
 is y