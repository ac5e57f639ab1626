var ℘;
