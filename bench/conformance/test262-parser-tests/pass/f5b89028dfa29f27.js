var \u{1EE06}_$
