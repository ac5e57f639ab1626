var 𞸀
