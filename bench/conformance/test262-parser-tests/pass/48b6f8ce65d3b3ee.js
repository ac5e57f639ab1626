!function(){a()}();b()
