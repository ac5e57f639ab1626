a <!--bar
+b