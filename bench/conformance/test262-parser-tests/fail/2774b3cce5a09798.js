(function *(x, ...yield){})
