eval => {"use strict"};
