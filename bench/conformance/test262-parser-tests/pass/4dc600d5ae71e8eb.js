// false
!/test/
