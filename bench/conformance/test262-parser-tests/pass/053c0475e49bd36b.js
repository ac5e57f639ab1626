for (const a in b) c(a);
