a = b-->1;
 --> nothing