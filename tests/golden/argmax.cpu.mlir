module {
  func.func @argmax_kernel(%args: !llvm.ptr, %pid0: i32, %pid1: i32, %pid2: i32, %nprog0: i32, %nprog1: i32, %nprog2: i32) {
    %buf6 = memref.alloca() {alignment = 64 : i64} : memref<16xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %v1 = llvm.getelementptr %args[0] : (!llvm.ptr) -> !llvm.ptr, i64
    %v2 = llvm.load %v1 : !llvm.ptr -> !llvm.ptr
    %v3 = llvm.getelementptr %args[1] : (!llvm.ptr) -> !llvm.ptr, i64
    %v4 = llvm.load %v3 : !llvm.ptr -> !llvm.ptr
    %v5 = arith.constant 32 : i32
    scf.for %v7 = %c0 to %c16 step %c1 {
      %v8 = arith.constant 0xFF800000 : f32
      %v13 = arith.constant 0 : i32
      %v9:2 = scf.for %v10 = %c0 to %c32 step %c1 iter_args(%v11 = %v8, %v12 = %v13) -> (f32, i32) {
        %v14 = arith.index_cast %v7 : index to i32
        %v15 = arith.muli %v14, %v5 : i32
        %v16 = llvm.getelementptr %v2[%v15] : (!llvm.ptr, i32) -> !llvm.ptr, f32
        %v17 = arith.index_cast %v10 : index to i32
        %v18 = llvm.getelementptr %v16[%v17] : (!llvm.ptr, i32) -> !llvm.ptr, f32
        %v19 = llvm.load %v18 : !llvm.ptr -> f32
        %v20 = arith.cmpf ugt, %v19, %v11 : f32
        %v21 = arith.select %v20, %v19, %v11 : f32
        %v22 = arith.index_cast %v10 : index to i32
        %v23 = arith.select %v20, %v22, %v12 : i32
        scf.yield %v21, %v23 : f32, i32
      }
      memref.store %v9#1, %buf6[%v7] : memref<16xi32>
    }
    scf.for %v24 = %c0 to %c16 step %c1 {
      %v25 = arith.index_cast %v24 : index to i32
      %v26 = llvm.getelementptr %v4[%v25] : (!llvm.ptr, i32) -> !llvm.ptr, i32
      %v27 = memref.load %buf6[%v24] : memref<16xi32>
      llvm.store %v27, %v26 : i32, !llvm.ptr
    }
    func.return
  }
}
