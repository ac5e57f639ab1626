var \u{1EE0A}\u{1EE0B}
