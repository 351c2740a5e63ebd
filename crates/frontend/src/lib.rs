pub mod tile_ir;
