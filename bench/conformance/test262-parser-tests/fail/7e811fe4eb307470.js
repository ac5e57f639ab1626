var []
