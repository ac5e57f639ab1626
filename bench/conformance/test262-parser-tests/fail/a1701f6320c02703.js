var {a:(b)} = 0
