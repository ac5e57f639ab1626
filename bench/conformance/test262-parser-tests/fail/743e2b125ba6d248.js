x 
 isnt y