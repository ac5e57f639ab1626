/* multiline
comment
should
be
ignored */ 1