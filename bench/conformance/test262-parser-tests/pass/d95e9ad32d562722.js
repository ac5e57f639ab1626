(function(){
  var a;
  return function(){
    return typeof a === 'b';
  };
}());
