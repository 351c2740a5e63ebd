; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64:64:64-p1:64:64:64:64-p2:64:64:64:64-p3:32:32-p4:32:32-p5:64:64-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: convergent nounwind
declare <8 x i32> @llvm.musa.imma.m16n16k32.mma(<4 x i32>, <4 x i32>, <8 x i32>, i32, i32, i32) #0

declare void @llvm.musa.memcpy.g2s(ptr addrspace(3), ptr addrspace(1), i32, i32)

declare void @llvm.musa.memcpy.g2s.wait()

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.y() #1

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nounwind
declare void @llvm.musa.syncthreads.lm() #0

define cc 102 void @matmul_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) nocapture writeonly %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8, i32 %9, i32 %10, i32 %11) local_unnamed_addr {
  %13 = tail call i32 @llvm.musa.read.ptx.sreg.tid.x()
  %14 = sext i32 %13 to i64
  %15 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.x()
  %16 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.y()
  %17 = shl i32 %15, 6
  %18 = shl i32 %16, 6
  %19 = shl nsw i64 %14, 4
  %20 = lshr i64 %19, 5
  %21 = trunc i64 %20 to i32
  %22 = add i32 %17, %21
  %23 = mul i32 %22, %6
  %24 = sext i32 %23 to i64
  %25 = getelementptr i8, ptr addrspace(1) %0, i64 %24
  %26 = trunc i64 %19 to i32
  %27 = and i32 %26, 16
  %28 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %26
  %29 = icmp slt i32 %22, %3
  %30 = and i64 %19, 48
  %31 = lshr i64 %19, 6
  %32 = trunc i64 %31 to i32
  %33 = trunc i64 %30 to i32
  %34 = or i32 %18, %33
  %35 = and i64 %19, -64
  %36 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %26
  %37 = icmp slt i32 %34, %4
  %38 = lshr i64 %14, 5
  %39 = and i64 %14, 3
  %40 = lshr i64 %14, 2
  %41 = and i64 %40, 1
  %42 = lshr i64 %14, 3
  %43 = and i64 %42, 1
  %44 = shl nuw nsw i64 %43, 1
  %45 = lshr i64 %14, 4
  %46 = and i64 %45, 1
  %47 = shl nuw nsw i64 %46, 2
  %48 = or i64 %44, %47
  %49 = or i64 %48, %41
  %50 = shl nuw nsw i64 %46, 1
  %51 = or i64 %50, %43
  %52 = or i64 %30, 4
  %53 = or i64 %30, 8
  %54 = or i64 %30, 12
  %55 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %26
  %56 = or i64 %52, %35
  %57 = trunc i64 %56 to i32
  %58 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %57
  %59 = or i32 %26, 5
  %60 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %59
  %61 = or i32 %26, 6
  %62 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %61
  %63 = or i64 %53, %35
  %64 = trunc i64 %63 to i32
  %65 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %64
  %66 = or i32 %26, 9
  %67 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %66
  %68 = or i32 %26, 10
  %69 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %68
  %70 = or i64 %54, %35
  %71 = trunc i64 %70 to i32
  %72 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %71
  %73 = or i32 %26, 13
  %74 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %73
  %75 = or i32 %26, 14
  %76 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %75
  %77 = add nsw i64 %19, 2048
  %78 = lshr i64 %77, 6
  %79 = and i64 %77, -64
  %80 = or i64 %79, %30
  %81 = trunc i64 %80 to i32
  %82 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %81
  %83 = or i64 %52, %79
  %84 = trunc i64 %83 to i32
  %85 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %84
  %86 = or i64 %53, %79
  %87 = trunc i64 %86 to i32
  %88 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %87
  %89 = or i64 %54, %79
  %90 = trunc i64 %89 to i32
  %91 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %90
  %92 = icmp sgt i32 %5, 0
  br i1 %92, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %12
  %urem = and i64 %14, 7
  %93 = sext i32 %34 to i64
  %invariant.gep = getelementptr i8, ptr addrspace(1) %1, i64 %93
  %94 = shl nuw nsw i64 %38, 4
  %95 = and i64 %94, 48
  %96 = or i64 %39, 4
  %97 = or i64 %39, 8
  %98 = or i64 %39, 12
  %99 = or i64 %39, 16
  %100 = or i64 %39, 20
  %101 = or i64 %39, 24
  %102 = or i64 %39, 28
  %103 = or i64 %49, %95
  %104 = shl nuw nsw i64 %39, 6
  %105 = or i64 %103, %104
  %106 = trunc i64 %105 to i32
  %107 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %106
  %108 = shl nuw nsw i64 %96, 6
  %109 = or i64 %103, %108
  %110 = trunc i64 %109 to i32
  %111 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %110
  %112 = shl nuw nsw i64 %97, 6
  %113 = or i64 %103, %112
  %114 = trunc i64 %113 to i32
  %115 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %114
  %116 = shl nuw nsw i64 %98, 6
  %117 = or i64 %103, %116
  %118 = trunc i64 %117 to i32
  %119 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %118
  %120 = shl nuw nsw i64 %99, 6
  %121 = or i64 %103, %120
  %122 = trunc i64 %121 to i32
  %123 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %122
  %124 = shl nuw nsw i64 %100, 6
  %125 = or i64 %103, %124
  %126 = trunc i64 %125 to i32
  %127 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %126
  %128 = shl nuw nsw i64 %101, 6
  %129 = or i64 %103, %128
  %130 = trunc i64 %129 to i32
  %131 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %130
  %132 = shl nuw nsw i64 %102, 6
  %133 = or i64 %103, %132
  %134 = trunc i64 %133 to i32
  %135 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %134
  %136 = or i64 %103, 8
  %137 = or i64 %136, %104
  %138 = trunc i64 %137 to i32
  %139 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %138
  %140 = or i64 %136, %108
  %141 = trunc i64 %140 to i32
  %142 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %141
  %143 = or i64 %136, %112
  %144 = trunc i64 %143 to i32
  %145 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %144
  %146 = or i64 %136, %116
  %147 = trunc i64 %146 to i32
  %148 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %147
  %149 = or i64 %136, %120
  %150 = trunc i64 %149 to i32
  %151 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %150
  %152 = or i64 %136, %124
  %153 = trunc i64 %152 to i32
  %154 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %153
  %155 = or i64 %136, %128
  %156 = trunc i64 %155 to i32
  %157 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %156
  %158 = or i64 %136, %132
  %159 = trunc i64 %158 to i32
  %160 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %159
  %161 = or i64 %95, %urem
  %162 = or i64 %161, 8
  br label %163

163: ; preds = %.lr.ph, %369
  %164 = phi i32 [ 0, %.lr.ph ], [ %412, %369 ]
  %165 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %411, %369 ]
  %166 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %408, %369 ]
  %167 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %405, %369 ]
  %168 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %402, %369 ]
  %169 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %399, %369 ]
  %170 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %390, %369 ]
  %171 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %381, %369 ]
  %172 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %372, %369 ]
  %173 = or i32 %164, %27
  %174 = icmp slt i32 %173, %5
  %175 = and i1 %29, %174
  br i1 %175, label %176, label %179

176: ; preds = %163
  %177 = sext i32 %173 to i64
  %178 = getelementptr i8, ptr addrspace(1) %25, i64 %177
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %28, ptr addrspace(1) %178, i32 16, i32 0)
  br label %180

179: ; preds = %163
  store <16 x i8> zeroinitializer, ptr addrspace(3) %28, align 16
  br label %180

180: ; preds = %176, %179
  %181 = add i32 %164, %32
  %182 = icmp slt i32 %181, %5
  %183 = and i1 %37, %182
  br i1 %183, label %184, label %187

184: ; preds = %180
  %185 = mul i32 %181, %8
  %186 = sext i32 %185 to i64
  %gep = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %186
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %36, ptr addrspace(1) %gep, i32 16, i32 0)
  br label %188

187: ; preds = %180
  store <16 x i8> zeroinitializer, ptr addrspace(3) %36, align 16
  br label %188

188: ; preds = %184, %187
  tail call void @llvm.musa.memcpy.g2s.wait()
  tail call void @llvm.musa.syncthreads.lm()
  br label %189

189: ; preds = %188, %366
  %190 = phi i64 [ 0, %188 ], [ %367, %366 ]
  %191 = shl nuw nsw i64 %190, 2
  %192 = add nuw nsw i64 %191, %38
  %193 = icmp ult i64 %192, 16
  br i1 %193, label %194, label %366

194: ; preds = %189
  %195 = shl nuw nsw i64 %192, 2
  %196 = and i64 %195, 48
  %197 = or i64 %196, %49
  %198 = shl nuw nsw i64 %197, 5
  %199 = or i64 %198, %39
  %200 = trunc i64 %199 to i32
  %201 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %200
  %202 = load i8, ptr addrspace(3) %201, align 1
  %203 = or i64 %198, %96
  %204 = trunc i64 %203 to i32
  %205 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %204
  %206 = load i8, ptr addrspace(3) %205, align 1
  %207 = or i64 %198, %97
  %208 = trunc i64 %207 to i32
  %209 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %208
  %210 = load i8, ptr addrspace(3) %209, align 1
  %211 = or i64 %198, %98
  %212 = trunc i64 %211 to i32
  %213 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %212
  %214 = load i8, ptr addrspace(3) %213, align 1
  %215 = or i64 %198, %99
  %216 = trunc i64 %215 to i32
  %217 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %216
  %218 = load i8, ptr addrspace(3) %217, align 1
  %219 = or i64 %198, %100
  %220 = trunc i64 %219 to i32
  %221 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %220
  %222 = load i8, ptr addrspace(3) %221, align 1
  %223 = or i64 %198, %101
  %224 = trunc i64 %223 to i32
  %225 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %224
  %226 = load i8, ptr addrspace(3) %225, align 1
  %227 = or i64 %198, %102
  %228 = trunc i64 %227 to i32
  %229 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %228
  %230 = load i8, ptr addrspace(3) %229, align 1
  %231 = or i64 %198, 256
  %232 = or i64 %231, %39
  %233 = trunc i64 %232 to i32
  %234 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %233
  %235 = load i8, ptr addrspace(3) %234, align 1
  %236 = or i64 %231, %96
  %237 = trunc i64 %236 to i32
  %238 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %237
  %239 = load i8, ptr addrspace(3) %238, align 1
  %240 = or i64 %231, %97
  %241 = trunc i64 %240 to i32
  %242 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %241
  %243 = load i8, ptr addrspace(3) %242, align 1
  %244 = or i64 %231, %98
  %245 = trunc i64 %244 to i32
  %246 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %245
  %247 = load i8, ptr addrspace(3) %246, align 1
  %248 = or i64 %231, %99
  %249 = trunc i64 %248 to i32
  %250 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %249
  %251 = load i8, ptr addrspace(3) %250, align 1
  %252 = or i64 %231, %100
  %253 = trunc i64 %252 to i32
  %254 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %253
  %255 = load i8, ptr addrspace(3) %254, align 1
  %256 = or i64 %231, %101
  %257 = trunc i64 %256 to i32
  %258 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %257
  %259 = load i8, ptr addrspace(3) %258, align 1
  %260 = or i64 %231, %102
  %261 = trunc i64 %260 to i32
  %262 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %261
  %263 = load i8, ptr addrspace(3) %262, align 1
  %264 = insertelement <4 x i8> poison, i8 %202, i64 0
  %265 = insertelement <4 x i8> %264, i8 %206, i64 1
  %266 = insertelement <4 x i8> %265, i8 %210, i64 2
  %267 = insertelement <4 x i8> %266, i8 %214, i64 3
  %268 = bitcast <4 x i8> %267 to i32
  %269 = insertelement <4 x i8> poison, i8 %218, i64 0
  %270 = insertelement <4 x i8> %269, i8 %222, i64 1
  %271 = insertelement <4 x i8> %270, i8 %226, i64 2
  %272 = insertelement <4 x i8> %271, i8 %230, i64 3
  %273 = bitcast <4 x i8> %272 to i32
  %274 = insertelement <4 x i8> poison, i8 %235, i64 0
  %275 = insertelement <4 x i8> %274, i8 %239, i64 1
  %276 = insertelement <4 x i8> %275, i8 %243, i64 2
  %277 = insertelement <4 x i8> %276, i8 %247, i64 3
  %278 = bitcast <4 x i8> %277 to i32
  %279 = insertelement <4 x i8> poison, i8 %251, i64 0
  %280 = insertelement <4 x i8> %279, i8 %255, i64 1
  %281 = insertelement <4 x i8> %280, i8 %259, i64 2
  %282 = insertelement <4 x i8> %281, i8 %263, i64 3
  %283 = bitcast <4 x i8> %282 to i32
  %284 = insertelement <4 x i32> poison, i32 %268, i64 0
  %285 = insertelement <4 x i32> %284, i32 %273, i64 1
  %286 = insertelement <4 x i32> %285, i32 %278, i64 2
  %287 = insertelement <4 x i32> %286, i32 %283, i64 3
  %288 = load i8, ptr addrspace(3) %107, align 1
  %289 = load i8, ptr addrspace(3) %111, align 1
  %290 = load i8, ptr addrspace(3) %115, align 1
  %291 = load i8, ptr addrspace(3) %119, align 1
  %292 = load i8, ptr addrspace(3) %123, align 1
  %293 = load i8, ptr addrspace(3) %127, align 1
  %294 = load i8, ptr addrspace(3) %131, align 1
  %295 = load i8, ptr addrspace(3) %135, align 1
  %296 = load i8, ptr addrspace(3) %139, align 1
  %297 = load i8, ptr addrspace(3) %142, align 1
  %298 = load i8, ptr addrspace(3) %145, align 1
  %299 = load i8, ptr addrspace(3) %148, align 1
  %300 = load i8, ptr addrspace(3) %151, align 1
  %301 = load i8, ptr addrspace(3) %154, align 1
  %302 = load i8, ptr addrspace(3) %157, align 1
  %303 = load i8, ptr addrspace(3) %160, align 1
  %304 = insertelement <4 x i8> poison, i8 %288, i64 0
  %305 = insertelement <4 x i8> %304, i8 %289, i64 1
  %306 = insertelement <4 x i8> %305, i8 %290, i64 2
  %307 = insertelement <4 x i8> %306, i8 %291, i64 3
  %308 = bitcast <4 x i8> %307 to i32
  %309 = insertelement <4 x i8> poison, i8 %292, i64 0
  %310 = insertelement <4 x i8> %309, i8 %293, i64 1
  %311 = insertelement <4 x i8> %310, i8 %294, i64 2
  %312 = insertelement <4 x i8> %311, i8 %295, i64 3
  %313 = bitcast <4 x i8> %312 to i32
  %314 = insertelement <4 x i8> poison, i8 %296, i64 0
  %315 = insertelement <4 x i8> %314, i8 %297, i64 1
  %316 = insertelement <4 x i8> %315, i8 %298, i64 2
  %317 = insertelement <4 x i8> %316, i8 %299, i64 3
  %318 = bitcast <4 x i8> %317 to i32
  %319 = insertelement <4 x i8> poison, i8 %300, i64 0
  %320 = insertelement <4 x i8> %319, i8 %301, i64 1
  %321 = insertelement <4 x i8> %320, i8 %302, i64 2
  %322 = insertelement <4 x i8> %321, i8 %303, i64 3
  %323 = bitcast <4 x i8> %322 to i32
  %324 = insertelement <4 x i32> poison, i32 %308, i64 0
  %325 = insertelement <4 x i32> %324, i32 %313, i64 1
  %326 = insertelement <4 x i32> %325, i32 %318, i64 2
  %327 = insertelement <4 x i32> %326, i32 %323, i64 3
  %328 = tail call <8 x i32> @llvm.musa.imma.m16n16k32.mma(<4 x i32> %287, <4 x i32> %327, <8 x i32> zeroinitializer, i32 1, i32 1, i32 1)
  %329 = or i64 %196, %51
  %330 = extractelement <8 x i32> %328, i64 0
  %331 = shl nuw nsw i64 %329, 6
  %332 = or i64 %331, %161
  %333 = trunc i64 %332 to i32
  %334 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %333
  store i32 %330, ptr addrspace(3) %334, align 4
  %335 = extractelement <8 x i32> %328, i64 1
  %336 = or i64 %331, %162
  %337 = trunc i64 %336 to i32
  %338 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %337
  store i32 %335, ptr addrspace(3) %338, align 4
  %339 = extractelement <8 x i32> %328, i64 2
  %340 = or i64 %331, 256
  %341 = or i64 %340, %161
  %342 = trunc i64 %341 to i32
  %343 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %342
  store i32 %339, ptr addrspace(3) %343, align 4
  %344 = extractelement <8 x i32> %328, i64 3
  %345 = or i64 %340, %162
  %346 = trunc i64 %345 to i32
  %347 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %346
  store i32 %344, ptr addrspace(3) %347, align 4
  %348 = extractelement <8 x i32> %328, i64 4
  %349 = or i64 %331, 512
  %350 = or i64 %349, %161
  %351 = trunc i64 %350 to i32
  %352 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %351
  store i32 %348, ptr addrspace(3) %352, align 4
  %353 = extractelement <8 x i32> %328, i64 5
  %354 = or i64 %349, %162
  %355 = trunc i64 %354 to i32
  %356 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %355
  store i32 %353, ptr addrspace(3) %356, align 4
  %357 = extractelement <8 x i32> %328, i64 6
  %358 = or i64 %331, 768
  %359 = or i64 %358, %161
  %360 = trunc i64 %359 to i32
  %361 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %360
  store i32 %357, ptr addrspace(3) %361, align 4
  %362 = extractelement <8 x i32> %328, i64 7
  %363 = or i64 %358, %162
  %364 = trunc i64 %363 to i32
  %365 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %364
  store i32 %362, ptr addrspace(3) %365, align 4
  br label %366

366: ; preds = %194, %189
  %367 = add nuw nsw i64 %190, 1
  %368 = icmp ult i64 %190, 3
  br i1 %368, label %189, label %369

369: ; preds = %366
  tail call void @llvm.musa.syncthreads.lm()
  %370 = load <4 x i32>, ptr addrspace(3) %55, align 16
  %371 = sitofp <4 x i32> %370 to <4 x float>
  %372 = fadd contract <4 x float> %172, %371
  %373 = load i32, ptr addrspace(3) %58, align 16
  %374 = load i32, ptr addrspace(3) %60, align 4
  %375 = load <2 x i32>, ptr addrspace(3) %62, align 8
  %376 = insertelement <4 x i32> poison, i32 %373, i64 0
  %377 = insertelement <4 x i32> %376, i32 %374, i64 1
  %378 = shufflevector <2 x i32> %375, <2 x i32> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %379 = shufflevector <4 x i32> %377, <4 x i32> %378, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %380 = sitofp <4 x i32> %379 to <4 x float>
  %381 = fadd contract <4 x float> %171, %380
  %382 = load i32, ptr addrspace(3) %65, align 16
  %383 = load i32, ptr addrspace(3) %67, align 4
  %384 = load <2 x i32>, ptr addrspace(3) %69, align 8
  %385 = insertelement <4 x i32> poison, i32 %382, i64 0
  %386 = insertelement <4 x i32> %385, i32 %383, i64 1
  %387 = shufflevector <2 x i32> %384, <2 x i32> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %388 = shufflevector <4 x i32> %386, <4 x i32> %387, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %389 = sitofp <4 x i32> %388 to <4 x float>
  %390 = fadd contract <4 x float> %170, %389
  %391 = load i32, ptr addrspace(3) %72, align 16
  %392 = load i32, ptr addrspace(3) %74, align 4
  %393 = load <2 x i32>, ptr addrspace(3) %76, align 8
  %394 = insertelement <4 x i32> poison, i32 %391, i64 0
  %395 = insertelement <4 x i32> %394, i32 %392, i64 1
  %396 = shufflevector <2 x i32> %393, <2 x i32> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %397 = shufflevector <4 x i32> %395, <4 x i32> %396, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %398 = sitofp <4 x i32> %397 to <4 x float>
  %399 = fadd contract <4 x float> %169, %398
  %400 = load <4 x i32>, ptr addrspace(3) %82, align 16
  %401 = sitofp <4 x i32> %400 to <4 x float>
  %402 = fadd contract <4 x float> %168, %401
  %403 = load <4 x i32>, ptr addrspace(3) %85, align 16
  %404 = sitofp <4 x i32> %403 to <4 x float>
  %405 = fadd contract <4 x float> %167, %404
  %406 = load <4 x i32>, ptr addrspace(3) %88, align 16
  %407 = sitofp <4 x i32> %406 to <4 x float>
  %408 = fadd contract <4 x float> %166, %407
  %409 = load <4 x i32>, ptr addrspace(3) %91, align 16
  %410 = sitofp <4 x i32> %409 to <4 x float>
  %411 = fadd contract <4 x float> %165, %410
  tail call void @llvm.musa.syncthreads.lm()
  %412 = add i32 %164, 32
  %413 = icmp slt i32 %412, %5
  br i1 %413, label %163, label %._crit_edge.loopexit

._crit_edge.loopexit: ; preds = %369
  %414 = fptosi <4 x float> %372 to <4 x i32>
  %415 = fptosi <4 x float> %381 to <4 x i32>
  %416 = fptosi <4 x float> %390 to <4 x i32>
  %417 = fptosi <4 x float> %399 to <4 x i32>
  %418 = fptosi <4 x float> %402 to <4 x i32>
  %419 = fptosi <4 x float> %405 to <4 x i32>
  %420 = fptosi <4 x float> %408 to <4 x i32>
  %421 = fptosi <4 x float> %411 to <4 x i32>
  br label %._crit_edge

._crit_edge: ; preds = %._crit_edge.loopexit, %12
  %422 = phi <4 x i32> [ zeroinitializer, %12 ], [ %421, %._crit_edge.loopexit ]
  %423 = phi <4 x i32> [ zeroinitializer, %12 ], [ %420, %._crit_edge.loopexit ]
  %424 = phi <4 x i32> [ zeroinitializer, %12 ], [ %419, %._crit_edge.loopexit ]
  %425 = phi <4 x i32> [ zeroinitializer, %12 ], [ %418, %._crit_edge.loopexit ]
  %426 = phi <4 x i32> [ zeroinitializer, %12 ], [ %417, %._crit_edge.loopexit ]
  %427 = phi <4 x i32> [ zeroinitializer, %12 ], [ %416, %._crit_edge.loopexit ]
  %428 = phi <4 x i32> [ zeroinitializer, %12 ], [ %415, %._crit_edge.loopexit ]
  %429 = phi <4 x i32> [ zeroinitializer, %12 ], [ %414, %._crit_edge.loopexit ]
  %430 = add i32 %17, %32
  %431 = mul i32 %430, %10
  %432 = sext i32 %431 to i64
  %433 = getelementptr i32, ptr addrspace(1) %2, i64 %432
  %434 = icmp slt i32 %430, %3
  %435 = and i1 %434, %37
  br i1 %435, label %436, label %439

436: ; preds = %._crit_edge
  %437 = sext i32 %34 to i64
  %438 = getelementptr i32, ptr addrspace(1) %433, i64 %437
  store <4 x i32> %429, ptr addrspace(1) %438, align 16
  br label %439

439: ; preds = %436, %._crit_edge
  %440 = trunc i64 %52 to i32
  %441 = or i32 %18, %440
  %442 = icmp slt i32 %441, %4
  %443 = and i1 %434, %442
  br i1 %443, label %444, label %447

444: ; preds = %439
  %445 = sext i32 %441 to i64
  %446 = getelementptr i32, ptr addrspace(1) %433, i64 %445
  store <4 x i32> %428, ptr addrspace(1) %446, align 16
  br label %447

447: ; preds = %444, %439
  %448 = trunc i64 %53 to i32
  %449 = or i32 %18, %448
  %450 = icmp slt i32 %449, %4
  %451 = and i1 %434, %450
  br i1 %451, label %452, label %455

452: ; preds = %447
  %453 = sext i32 %449 to i64
  %454 = getelementptr i32, ptr addrspace(1) %433, i64 %453
  store <4 x i32> %427, ptr addrspace(1) %454, align 16
  br label %455

455: ; preds = %452, %447
  %456 = trunc i64 %54 to i32
  %457 = or i32 %18, %456
  %458 = icmp slt i32 %457, %4
  %459 = and i1 %434, %458
  br i1 %459, label %460, label %463

460: ; preds = %455
  %461 = sext i32 %457 to i64
  %462 = getelementptr i32, ptr addrspace(1) %433, i64 %461
  store <4 x i32> %426, ptr addrspace(1) %462, align 16
  br label %463

463: ; preds = %460, %455
  %464 = trunc i64 %78 to i32
  %465 = add i32 %17, %464
  %466 = mul i32 %465, %10
  %467 = sext i32 %466 to i64
  %468 = getelementptr i32, ptr addrspace(1) %2, i64 %467
  %469 = icmp slt i32 %465, %3
  %470 = and i1 %37, %469
  br i1 %470, label %471, label %474

471: ; preds = %463
  %472 = sext i32 %34 to i64
  %473 = getelementptr i32, ptr addrspace(1) %468, i64 %472
  store <4 x i32> %425, ptr addrspace(1) %473, align 16
  br label %474

474: ; preds = %471, %463
  %475 = and i1 %469, %442
  br i1 %475, label %476, label %479

476: ; preds = %474
  %477 = sext i32 %441 to i64
  %478 = getelementptr i32, ptr addrspace(1) %468, i64 %477
  store <4 x i32> %424, ptr addrspace(1) %478, align 16
  br label %479

479: ; preds = %476, %474
  %480 = and i1 %469, %450
  br i1 %480, label %481, label %484

481: ; preds = %479
  %482 = sext i32 %449 to i64
  %483 = getelementptr i32, ptr addrspace(1) %468, i64 %482
  store <4 x i32> %423, ptr addrspace(1) %483, align 16
  br label %484

484: ; preds = %481, %479
  %485 = and i1 %469, %458
  br i1 %485, label %486, label %489

486: ; preds = %484
  %487 = sext i32 %457 to i64
  %488 = getelementptr i32, ptr addrspace(1) %468, i64 %487
  store <4 x i32> %422, ptr addrspace(1) %488, align 16
  br label %489

489: ; preds = %486, %484
  ret void
}

attributes #0 = { convergent nounwind }
attributes #1 = { nofree nosync nounwind readnone }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @matmul_kernel, !"kernel", i32 1}
!2 = !{ptr @matmul_kernel, !"maxntidx", i32 128}
