var 🀒
