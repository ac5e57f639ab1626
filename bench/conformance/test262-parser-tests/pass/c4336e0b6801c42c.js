({ *a() { 
  yield
  1
} })
