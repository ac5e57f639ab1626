for (let [let];;;) {}
