
/* Some multiline
comment */
)