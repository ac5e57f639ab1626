function a(b) {
    for (var c = 1, d = b.e(); ; c++) {}
}