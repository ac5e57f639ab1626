var 𞸊𞸋
