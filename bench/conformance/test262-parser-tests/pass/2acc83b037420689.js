class a extends b {
    constructor() {
        () => super()
    }
}
