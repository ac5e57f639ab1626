(function *(yield){})
