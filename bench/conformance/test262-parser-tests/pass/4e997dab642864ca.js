var \u{41}BC;
