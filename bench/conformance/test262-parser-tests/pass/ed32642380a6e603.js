var _𞸃
