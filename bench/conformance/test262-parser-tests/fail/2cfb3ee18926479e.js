let []
