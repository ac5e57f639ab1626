const let
