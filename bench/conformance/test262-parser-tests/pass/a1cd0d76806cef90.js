(function(){
  return typeof a() != "b";
}())
