var _\u{1EE03}
