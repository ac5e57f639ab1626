const const;
