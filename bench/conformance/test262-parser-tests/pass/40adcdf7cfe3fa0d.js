function a() {
'use strict';
/* Comment */
}