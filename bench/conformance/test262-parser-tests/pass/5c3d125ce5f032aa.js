var \u{1EE00}

