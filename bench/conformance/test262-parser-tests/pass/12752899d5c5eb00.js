`\n\r\b\v\t\f\
\
`