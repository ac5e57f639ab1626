a['b'];
a['in'];
a['eval'];
a['arguments'];
