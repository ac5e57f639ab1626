throw /* 
 */ e